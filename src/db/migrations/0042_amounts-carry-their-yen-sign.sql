-- Amounts in e-mails are written by one yen format ("¥45,000"), which carries its own sign.
-- Templates written when the amount was a bare number ("{{totalAmount}}円") would now read "¥45,000円".
UPDATE "email_templates" SET
  "text_content" = replace(replace(replace("text_content", '{{totalAmount}}円', '{{totalAmount}}'), '{{cancelFee}}円', '{{cancelFee}}'), '{{refundAmount}}円', '{{refundAmount}}'),
  "html_content" = replace(replace(replace("html_content", '{{totalAmount}}円', '{{totalAmount}}'), '{{cancelFee}}円', '{{cancelFee}}'), '{{refundAmount}}円', '{{refundAmount}}'),
  "updated_at" = now()
WHERE "text_content" ~ '\{\{(totalAmount|cancelFee|refundAmount)\}\}円' OR "html_content" ~ '\{\{(totalAmount|cancelFee|refundAmount)\}\}円';
