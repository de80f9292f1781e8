// Driver of S5_rt29_step_rows_warp_2d_launch.rs on the emulator (red team 29).
#include "rt29_step_rows_warp_2d_launch.hpp"

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
    auto y = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 600);
    if (!y) return fail("buffer");
    cfg.grid = {1};
    cfg.block = {64};
    auto r = launch_rt29_step_rows_warp_2d_launch(*s, cfg, y->borrow_mut(), std::size_t(300));
    if (!r) return fail("twin launch grid {1} block {64}", &r.error());
    auto v = y->to_vec();
    if (!v) return fail("twin run grid {1} block {64}", &v.error());
    for (std::size_t r = 0; r < 2; ++r) for (std::size_t c = 0; c < 300; ++c) if ((*v)[r * 300 + c] != r * 1000 + c) return fail("twin values");
    std::printf("grid {1} block {64}: ran and computed\n");
  }
  {
    auto y = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 600);
    if (!y) return fail("buffer");
    cfg.grid = {1};
    cfg.block = {32, 2};
    auto r = launch_rt29_step_rows_warp_2d_launch(*s, cfg, y->borrow_mut(), std::size_t(300));
    if (r) {
      auto w = y->to_vec();
      if (!w) return fail("block {32, 2} launched; caught only at run time", &w.error());
      return fail("block {32, 2} launched and ran silently");
    }
    std::printf("block {32, 2}: %s\n", r.error().to_string().c_str());
    if (r.error().kind() != rsgpu::ErrorKind::InvalidLaunchConfig) return fail("not InvalidLaunchConfig", &r.error());
  }
  std::printf("PASS\n");
  return 0;
}
