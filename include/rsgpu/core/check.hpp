#pragma once
namespace rsgpu {
/// Emulator checks, per launch (LaunchConfig::checks) or for a whole run with
/// the environment variable RSGPU_CHECK=race,mem,sync or all. No effect on the
/// CUDA backend (use compute-sanitizer there).
enum class Check : unsigned { None = 0, Race = 1, Mem = 2, Sync = 4, All = 7 };
constexpr Check operator|(Check a, Check b) {
  return Check(unsigned(a) | unsigned(b));
}
constexpr Check operator&(Check a, Check b) {
  return Check(unsigned(a) & unsigned(b));
}
constexpr bool any(Check c) { return unsigned(c) != 0; }
} // namespace rsgpu
