-- English names of the masters the guest pages show (docs/decisions/0042-english-guest-pages.md): the kominka
-- features with their categories and the basic amenities; the seed gives new databases the same (src/db/seed).
ALTER TABLE "basic_amenities_master" ADD COLUMN "label_en" text;--> statement-breakpoint
ALTER TABLE "kominka_features_master" ADD COLUMN "label_en" text;--> statement-breakpoint
ALTER TABLE "kominka_features_master" ADD COLUMN "category_en" text;--> statement-breakpoint
UPDATE "kominka_features_master" SET "label_en" = 'Kaya-thatched roof' WHERE "key" = 'kayabuki_roof' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "label_en" = 'Irimoya hip-and-gable roof' WHERE "key" = 'irimoya_roof' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "label_en" = 'Tiled roof' WHERE "key" = 'kawara_roof' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "label_en" = 'Straw-thatched roof' WHERE "key" = 'thatched_roof' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "label_en" = 'Doma earthen floor' WHERE "key" = 'doma' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "label_en" = 'Irori hearth' WHERE "key" = 'irori' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "label_en" = 'Engawa veranda' WHERE "key" = 'engawa' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "label_en" = 'Exposed beams' WHERE "key" = 'hari' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "label_en" = 'Japanese-style room' WHERE "key" = 'washitsu' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "label_en" = 'Tatami mats' WHERE "key" = 'tatami' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "label_en" = 'Ranma transoms' WHERE "key" = 'ranma' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "label_en" = 'Lattice doors' WHERE "key" = 'koushido' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "label_en" = 'Shoji screens' WHERE "key" = 'shouji' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "label_en" = 'Fusuma sliding doors' WHERE "key" = 'fusuma' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "label_en" = 'Shikkui plaster walls' WHERE "key" = 'shikkui_wall' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "label_en" = 'Earthen walls' WHERE "key" = 'tsuchi_wall' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "category_en" = 'Roof' WHERE "category" = '屋根' AND "category_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "category_en" = 'Structure' WHERE "category" = '建築構造' AND "category_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "category_en" = 'Interior' WHERE "category" = '内装' AND "category_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "category_en" = 'Doors and screens' WHERE "category" = '建具' AND "category_en" IS NULL;
--> statement-breakpoint
UPDATE "kominka_features_master" SET "category_en" = 'Walls' WHERE "category" = '壁' AND "category_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Wi-Fi' WHERE "key" = 'wifi' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Wired LAN' WHERE "key" = 'wired_lan' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Workspace' WHERE "key" = 'workspace' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Free parking' WHERE "key" = 'free_parking' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Paid parking nearby' WHERE "key" = 'nearby_parking' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'EV charger' WHERE "key" = 'ev_charger' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Self check-in' WHERE "key" = 'self_checkin' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Welcome by the host' WHERE "key" = 'host_greeting' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Luggage storage' WHERE "key" = 'luggage_storage' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Late check-out' WHERE "key" = 'late_checkout' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Refrigerator' WHERE "key" = 'refrigerator' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Microwave' WHERE "key" = 'microwave' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Induction hob' WHERE "key" = 'ih_stove' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Gas hob' WHERE "key" = 'gas_stove' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Rice cooker' WHERE "key" = 'rice_cooker' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Cookware and tableware' WHERE "key" = 'cookware' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Hinoki cypress bath' WHERE "key" = 'hinoki_bath' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Shower' WHERE "key" = 'shower' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Hair dryer' WHERE "key" = 'hair_dryer' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Bidet toilet' WHERE "key" = 'washlet' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Goemon iron bath' WHERE "key" = 'goemon_bath' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Futons' WHERE "key" = 'futon' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Bedding' WHERE "key" = 'bedding_set' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Beds' WHERE "key" = 'bed' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Baby futon' WHERE "key" = 'baby_bed' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Air conditioning' WHERE "key" = 'air_conditioner' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Floor heating' WHERE "key" = 'floor_heating' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Kotatsu heated table' WHERE "key" = 'kotatsu' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Kerosene heater' WHERE "key" = 'kerosene_heater' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'TV' WHERE "key" = 'tv' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Electric fan' WHERE "key" = 'fan' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Towels' WHERE "key" = 'towels' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Shampoo' WHERE "key" = 'shampoo' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Yukata' WHERE "key" = 'yukata' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Toothbrushes' WHERE "key" = 'toothbrush' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Slippers' WHERE "key" = 'slippers' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Washing machine' WHERE "key" = 'washing_machine' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Dryer' WHERE "key" = 'dryer' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Iron' WHERE "key" = 'iron' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Clothes-drying rack' WHERE "key" = 'clothes_rack' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Fire extinguisher' WHERE "key" = 'fire_extinguisher' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'First-aid kit' WHERE "key" = 'first_aid_kit' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Bicycle rental' WHERE "key" = 'bicycle_rental' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Barbecue set' WHERE "key" = 'bbq' AND "label_en" IS NULL;
--> statement-breakpoint
UPDATE "basic_amenities_master" SET "label_en" = 'Shogi and go' WHERE "key" = 'board_games' AND "label_en" IS NULL;
