/** A count with its noun, singular for one: `withCount(1, 'piece')` is "1 piece", `withCount(3, 'piece')` "3 pieces". */
export const withCount = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
