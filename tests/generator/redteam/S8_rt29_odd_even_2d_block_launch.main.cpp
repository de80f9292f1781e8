// Driver of S8_rt29_odd_even_2d_block_launch.rs on the emulator (red team 29).
#include "rt29_odd_even_2d_block_launch.hpp"

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
  cfg.checks = rsgpu::Check::All;
  {
    auto y = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 16384);
    if (!y) return fail("buffer");
    cfg.grid = {1, 1};
    cfg.block = {128, 1};
    auto r = launch_rt29_odd_even_2d_block_launch(*s, cfg, y->borrow_mut(), std::size_t(128));
    if (!r) return fail("twin launch", &r.error());
    auto v = y->to_vec();
    if (!v) return fail("twin run", &v.error());
    for (std::size_t c = 1; c < 128; ++c) if ((*v)[c] != (*v)[0]) return fail("twin values differ");
    if ((*v)[0] == 0) return fail("twin value zero");
    std::printf("grid {1, 1} block {128, 1}: ran and computed\n");
  }
  {
    auto y = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 16384);
    if (!y) return fail("buffer");
    cfg.grid = {1, 1};
    cfg.block = {128, 2};
    auto r = launch_rt29_odd_even_2d_block_launch(*s, cfg, y->borrow_mut(), std::size_t(128));
    if (r) {
      auto w = y->to_vec();
      if (!w) { std::printf("%s\n", w.error().to_string().c_str()); return fail("block {128, 2} launched; caught only at run time", &w.error()); }
      return fail("block {128, 2} launched and ran silently");
    }
    std::printf("grid {1, 1} block {128, 2}: %s\n", r.error().to_string().c_str());
    if (r.error().kind() != rsgpu::ErrorKind::InvalidLaunchConfig) return fail("not InvalidLaunchConfig", &r.error());
  }
  std::printf("PASS\n");
  return 0;
}
