// Driver of S5_rt2_2d_constant_tile_wide_block_launch.rs on the emulator.
#include "rt2_2d_constant_tile_wide_block_launch.hpp"

#include <cstdint>
#include <cstdio>
#include <vector>

static int fail(const char *what, const rsgpu::Error *e = nullptr) {
  std::printf("FAIL: %s%s%s\n", what, e ? ": " : "", e ? e->to_string().c_str() : "");
  return 1;
}

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return fail("stream");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {2, 1};
  cfg.block = {16, 4};
  cfg.checks = rsgpu::Check::All;
  auto out = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 4 * 32);
  if (!out) return fail("buffer");
  // twin: 16-column blocks, a 4 x 32 matrix: out[r * 32 + c] names its block and thread
  auto r = launch_rt2_2d_constant_tile_wide_block_launch(*s, cfg, 4, 32, out->borrow_mut());
  if (!r) return fail("twin launch", &r.error());
  auto v = out->to_vec();
  if (!v) return fail("twin run", &v.error());
  for (std::uint32_t row = 0; row < 4; ++row)
    for (std::uint32_t c = 0; c < 32; ++c)
      if ((*v)[row * 32 + c] != (c / 16) * 1000 + c % 16) return fail("twin values");
  // misuse: 32-column blocks
  cfg.block = {32, 4};
  r = launch_rt2_2d_constant_tile_wide_block_launch(*s, cfg, 4, 32, out->borrow_mut());
  if (r) {
    auto w = out->to_vec();
    if (!w) {
      std::printf("%s\n", w.error().to_string().c_str());
      return fail("32-column blocks were launched; caught only at run time", &w.error());
    }
    return fail("32-column blocks were launched and ran silently");
  }
  const rsgpu::Error &e = r.error();
  std::printf("%s\n", e.to_string().c_str());
  if (e.kind() != rsgpu::ErrorKind::InvalidLaunchConfig) return fail("not InvalidLaunchConfig", &e);
  std::printf("PASS\n");
  return 0;
}
