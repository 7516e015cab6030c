/** Players the specs register, by first and last name. */
export const trainers = [
  ['Ash', 'Ketchum'],
  ['Misty', 'Waterflower'],
  ['Brock', 'Harrison'],
  ['Gary', 'Oak'],
  ['Tracey', 'Sketchit'],
  ['May', 'Maple'],
  ['Dawn', 'Berlitz'],
  ['Iris', 'Dragon'],
  ['Erika', 'Tamao'],
  ['Sabrina', 'Natsume'],
  ['Blaine', 'Katsura'],
  ['Koga', 'Kyo'],
  ['Clair', 'Ibuki'],
  ['Jasmine', 'Mikan'],
] as const;
