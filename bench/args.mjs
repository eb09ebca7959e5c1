// Flags as --name=value for the bench scripts (bench/run.mjs takes bare words for section names).
export function arg(args, name, fallback) {
  const hit = args.find((a) => a.startsWith(`--${name}=`));
  return hit === undefined ? fallback : hit.slice(name.length + 3);
}
