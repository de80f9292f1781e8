// Driver of S8_rt29_leader_slot_2d_block_launch.rs on the emulator (red team 29).
#include "rt29_leader_slot_2d_launch.hpp"

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
    auto y = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 128);
    if (!y) return fail("buffer");
    cfg.grid = {2};
    cfg.block = {64};
    auto r = launch_rt29_leader_slot_2d_launch(*s, cfg, y->borrow_mut(), std::size_t(7));
    if (!r) return fail("twin launch grid {2} block {64}", &r.error());
    auto v = y->to_vec();
    if (!v) return fail("twin run grid {2} block {64}", &v.error());
    for (std::size_t b = 0; b < 2; ++b) if ((*v)[b] != 2 * 7 + 32) return fail("twin values");
    std::printf("grid {2} block {64}: ran and computed\n");
  }
  {
    auto y = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 128);
    if (!y) return fail("buffer");
    cfg.grid = {2};
    cfg.block = {32, 2};
    auto r = launch_rt29_leader_slot_2d_launch(*s, cfg, y->borrow_mut(), std::size_t(7));
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
