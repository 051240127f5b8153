// Names for the demo catalogue. Lists only: pickables.ts decides what goes on which menu.

export interface ProteinSeed {
  name: string;
  brand: string;
  /** Picks per 2 servings. */
  quantity: number;
  /** Dishes built around this protein (standard and family meals). */
  dishes: string[];
  /** The protein a customer may swap in, if any. */
  replacement?: string;
}

export const PROTEINS: ProteinSeed[] = [
  {
    name: 'Chicken Breast',
    brand: 'Sunny Meadow',
    quantity: 2,
    replacement: 'Extra-Firm Tofu',
    dishes: [
      'Creamy Tuscan Chicken with Orzo',
      'Chicken Parmesan with Spaghetti',
      'Honey Garlic Chicken with Jasmine Rice',
      'Chicken Fajitas with Charred Peppers',
    ],
  },
  {
    name: 'Chicken Thighs',
    brand: 'Sunny Meadow',
    quantity: 2,
    dishes: [
      'Jerk Chicken Thighs with Mango Salsa',
      'Chicken Shawarma Bowl with Tzatziki',
      'Sticky Sesame Chicken with Broccoli',
      'Harissa Chicken with Herbed Couscous',
    ],
  },
  {
    name: 'Salmon Fillet',
    brand: 'Harbor Bay Seafood',
    quantity: 2,
    replacement: 'Cod Fillet',
    dishes: [
      'Seared Salmon with Lemon Butter',
      'Maple-Dijon Salmon with Roasted Carrots',
      'Teriyaki Salmon with Bok Choy',
      'Pesto Salmon with Blistered Tomatoes',
    ],
  },
  {
    name: 'Cod Fillet',
    brand: 'Harbor Bay Seafood',
    quantity: 2,
    dishes: [
      'Blackened Cod with Cajun Rice',
      'Panko-Crusted Cod with Tartar Sauce',
      'Mediterranean Cod with Olives and Capers',
      'Miso-Glazed Cod with Sesame Greens',
    ],
  },
  {
    name: 'Shrimp',
    brand: 'Gulf Coast Catch',
    quantity: 1,
    dishes: [
      'Shrimp Scampi with Linguine',
      'Cajun Shrimp and Grits',
      'Coconut Curry Shrimp with Basmati',
      'Garlic Shrimp Tacos with Lime Crema',
    ],
  },
  {
    name: 'Sirloin Steak',
    brand: 'Red Oak Ranch',
    quantity: 1,
    replacement: 'Chicken Breast',
    dishes: [
      'Peppercorn Sirloin with Mashed Potatoes',
      'Steak Frites with Garlic Aioli',
      'Chimichurri Steak with Roasted Potatoes',
      'Black Pepper Steak Stir-Fry',
    ],
  },
  {
    name: 'Ground Beef',
    brand: 'Red Oak Ranch',
    quantity: 1,
    replacement: 'Plant-Based Ground',
    dishes: [
      'Cheeseburger Sliders with Potato Wedges',
      'Beef Taco Skillet',
      'Swedish Meatballs with Egg Noodles',
      'Korean Beef Bulgogi Bowl',
    ],
  },
  {
    name: 'Pork Tenderloin',
    brand: 'Heritage Hill',
    quantity: 1,
    dishes: [
      'Apple-Glazed Pork Tenderloin',
      'Herb-Crusted Pork Tenderloin with Green Beans',
      'Balsamic Pork Tenderloin with Sweet Potatoes',
      'Five-Spice Pork Tenderloin with Noodles',
    ],
  },
  {
    name: 'Pork Chops',
    brand: 'Heritage Hill',
    quantity: 2,
    dishes: [
      'Smothered Pork Chops with Gravy',
      'Bourbon Pork Chops with Cornbread',
      'Parmesan-Crusted Pork Chops',
      'Pork Chops with Cherry Pan Sauce',
    ],
  },
  {
    name: 'Italian Sausage',
    brand: 'Heritage Hill',
    quantity: 1,
    dishes: [
      'Sausage and Peppers Penne',
      'Creamy Sausage Gnocchi',
      'Sausage Flatbread with Arugula',
      'Cajun Sausage Jambalaya',
    ],
  },
  {
    name: 'Ground Turkey',
    brand: 'Sunny Meadow',
    quantity: 1,
    dishes: [
      'Turkey Burgers with Sweet Potato Fries',
      'Turkey Meatball Marinara',
      'Turkey Lettuce Wraps',
      'Southwest Turkey Stuffed Peppers',
    ],
  },
  {
    name: 'Extra-Firm Tofu',
    brand: 'Green Sprout',
    quantity: 1,
    dishes: [
      'Crispy Tofu Pad Thai',
      'General Tso Tofu with Broccoli',
      'Tofu Tikka Masala',
      'Sesame Tofu Rice Bowl',
    ],
  },
  {
    name: 'Plant-Based Ground',
    brand: 'Green Sprout',
    quantity: 1,
    dishes: [
      'Plant-Based Bolognese with Rigatoni',
      'Plant-Based Tacos with Pico de Gallo',
      'Plant-Based Smash Burgers',
      'Plant-Based Chili Mac',
    ],
  },
  {
    name: 'Steak Tips',
    brand: 'Red Oak Ranch',
    quantity: 1,
    dishes: [
      'Steak Tips with Mushroom Gravy',
      'Teriyaki Steak Tips with Rice',
      'Garlic Butter Steak Tips with Potatoes',
      'Steak Tip Philly Cheesesteak',
    ],
  },
];

/** Fully cooked tempo meals (no separate protein, no recipe card). */
export const TEMPO_MEALS = [
  'Chicken Tikka Masala with Basmati Rice',
  'Beef Bolognese with Rigatoni',
  'Turkey Chili with Cornbread',
  'Lemon Herb Chicken with Green Beans',
  'Steak Burrito Bowl',
  'Salmon with Dill Cream Sauce',
  'BBQ Pulled Pork with Mac and Cheese',
  'Chicken Enchilada Bake',
  'Korean Beef Bowl with Kimchi Rice',
  'Shrimp Pad Thai',
  'Mushroom Risotto',
  'Meatloaf with Mashed Potatoes',
];

export const HEAT_AND_EAT = [
  'Broccoli Cheddar Soup',
  'Chicken Noodle Soup',
  'Loaded Baked Potato Soup',
  'Tomato Basil Bisque',
  'Beef and Bean Chili Cup',
  'Chicken Pot Pie',
  'Lasagna Bowl',
  'Four-Cheese Mac Cup',
];

export const ADD_ONS = [
  'Chocolate Lava Cake',
  'Garlic Bread',
  'Caesar Side Salad',
  'Apple Crumble',
  'Breakfast Burrito Pack',
  'Cheesy Garlic Knots',
  'Overnight Oats',
  'Guacamole and Chips',
  'Cinnamon Rolls',
  'Snickerdoodle Cookie Dough',
  'Fruit and Yogurt Parfait',
  'Roasted Vegetable Medley',
];

export const ACCESSORIES = [
  { code: 'WB', name: 'Welcome Binder' },
  { code: 'PC', name: 'Protein Card' },
  { code: 'AC', name: 'Add-on Card' },
  { code: 'FC', name: 'Family Add-on Card' },
  { code: 'PI', name: 'Promotional Item' },
] as const;

export const ICE_PACK_SIZES = [96, 80, 64, 32] as const;
export const ICE_LOCATIONS = [
  { location: 'top', name: 'Ice - Top' },
  { location: 'middle', name: 'Ice - Middle' },
  { location: 'bottom', name: 'Ice - Bottom' },
] as const;

export const BOX_LINER = 'Insulated Box Liner';
export const HOUSE_BRAND = 'Fresh Table Kitchen';
