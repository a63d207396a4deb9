/** Wide lines suit this code's long JSX and SQL; everything else is Prettier's default. */
export default { printWidth: 140 };
