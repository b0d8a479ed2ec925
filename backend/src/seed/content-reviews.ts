/** Reviewer names and review comments in everyday Indian English. */
import { lines, type ReviewFamily } from "./content";

/** Reviewer first names from across India. */
export const FIRST_NAMES: readonly string[] = `
  Aarav Priya Rohan Sneha Arjun Ananya Vikram Kavya Rahul Pooja Siddharth Meera Aditya Nisha
  Karthik Lakshmi Venkatesh Divya Suresh Anjali Imran Ayesha Farhan Zoya Harpreet Gurpreet
  Simran Manpreet Joseph Mary Anita Sanjay Deepa Arnab Moumita Sourav Riya Tanvi Ishaan Neha
  Rajesh Sunita Ravi Swati Abhishek Shreya Manoj Lalitha Sai Keerthi Naveen Bhavana Pranav
  Aishwarya Varun Gayatri Nikhil Preethi Omkar Rutuja Parth Hetal Jignesh Khushi Dev Tenzin
  Lalremruati Bidisha Debanjan Mohammed Sana Rustom Zarine Thomas Jessica Anil Geeta Yash Kriti
  Aman Fatima Ritu Sameer Nandini Kiran Asha Prakash Shalini Vivek Jyoti Ganesh Mahima
`
  .split(/\s+/)
  .filter(Boolean);

/** Common surname initials; reviewers show as "Priya S.". */
export const LAST_INITIALS = "ABCDGHJKMNPRSTVY";

interface CommentPool {
  /** 4–5 stars. */
  good: readonly string[];
  /** 3 stars. */
  okay: readonly string[];
  /** 1–2 stars. */
  bad: readonly string[];
}

/** Comments shared by every family, mixed in with the family's own. */
export const GENERAL_COMMENTS: CommentPool = {
  good: lines(`
    Very nice, exactly as shown in the picture.
    Delivered on time, thank you so much!
    Superb quality, will order again.
    Value for money. Highly recommended.
    Packing was very neat and the delivery boy was polite.
    Awesome!
    Loved it 😍
    My mom was so happy, thank you team.
    Midnight delivery was bang on time, she was so surprised!
    Good product and good service.
    Ordered from Bangalore for my parents in Lucknow, smooth experience.
    Nice
  `),
  okay: lines(`
    Product is okay but delivery was late by two hours.
    Decent, but a bit costly for what you get.
    Nice but the colour was slightly different from the photo.
    Average. Expected a little better packing.
  `),
  bad: lines(`
    Not as shown in the picture. Disappointed.
    Delivery was very late and customer care did not pick up.
    Received a different item, had to call twice to get it replaced.
  `),
};

/** Comments specific to each family of products. */
export const FAMILY_COMMENTS: Readonly<Record<ReviewFamily, CommentPool>> = {
  cake: {
    good: lines(`
      Cake was fresh and soft, everyone at home loved it.
      Mind-blowing taste, kids enjoyed a lot.
      Ordered eggless for my father's birthday, it was yummy.
      Not too sweet, perfect for us. Cream was very light.
      Design was exactly like the photo, my son was thrilled.
    `),
    okay: lines(`
      Taste was okay, little too sweet for us.
      Cake was good but the design was simpler than the photo.
    `),
    bad: lines(`
      Cream had melted by the time it reached. Not fresh.
      Cake was dry and the name was misspelt.
    `),
  },
  flowers: {
    good: lines(`
      Flowers were fresh and lasted almost a week.
      Beautiful arrangement, exactly like the picture.
      The roses were so fresh, my girlfriend loved them.
      Sent to my sister in Pune, she sent me photos – lovely bouquet.
    `),
    okay: lines(`
      Nice bouquet but a couple of stems were wilted.
      Flowers were fine, the wrapping could be better.
    `),
    bad: lines(`
      Flowers were not fresh, drooped the next day.
      Got fewer stems than mentioned.
    `),
  },
  plants: {
    good: lines(`
      Healthy plant and the pot is very pretty.
      Plant came well packed, no damage at all.
      Perfect for my work desk, growing nicely.
      Gifted to my mother-in-law for griha pravesh, she loved it.
    `),
    okay: lines(`
      Plant is smaller than I expected but healthy.
    `),
    bad: lines(`
      Leaves were yellow on arrival.
      Pot was cracked when delivered.
    `),
  },
  sweets: {
    good: lines(`
      Chocolates were delicious and the box looks premium.
      Perfect Diwali gift for the office team.
      Dry fruits were fresh and good quality.
      The hamper looked very rich, my in-laws were impressed.
    `),
    okay: lines(`
      Good but some chocolates had melted a little.
      Nice hamper, but a few items were smaller than expected.
    `),
    bad: lines(`
      Near expiry date on the box. Not happy.
    `),
  },
  gifts: {
    good: lines(`
      Print quality is very good, photo came out sharp.
      Personalised mug was a hit with my brother.
      Such a cute gift, my daughter hugs it every night.
      Caricature looks just like us, very creative work.
      The lamp looks magical at night, wife loved it.
    `),
    okay: lines(`
      Nice product but took 5 days to deliver.
      Print is good but the colours are a little dull.
    `),
    bad: lines(`
      Photo was blurry and the name had a spelling mistake.
    `),
  },
  fashion: {
    good: lines(`
      Looks classy, my husband wears it daily.
      Quality is much better than I expected at this price.
      Got it in the sale, totally worth it.
      Stylish and the finish is premium.
      Gifted to my sister on Raksha Bandhan, she loved it.
    `),
    okay: lines(`
      Good looking but the strap is a bit stiff.
      Colour is slightly darker than the photo.
    `),
    bad: lines(`
      Stitching came off within a week.
      Looks cheap in person, returned it.
    `),
  },
};
