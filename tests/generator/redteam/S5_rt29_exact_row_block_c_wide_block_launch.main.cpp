// Driver of S5_rt29_exact_row_block_c_wide_block_launch.rs on the emulator (red team 29).
#include "rt29_exact_row_block_c_launch.hpp"

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
    auto y = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 384);
    if (!y) return fail("buffer");
    cfg.grid = {2};
    cfg.block = {64};
    auto r = launch_rt29_exact_row_block_c_launch(*s, cfg, y->borrow_mut(), std::size_t(5));
    if (!r) return fail("twin launch", &r.error());
    auto v = y->to_vec();
    if (!v) return fail("twin run", &v.error());
    for (std::size_t i = 0; i < 384; ++i) if ((*v)[i] != i + 5) return fail("twin values");
    std::printf("grid {2} block {64}: ran and computed\n");
  }
  {
    auto y = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 384);
    if (!y) return fail("buffer");
    cfg.grid = {2};
    cfg.block = {128};
    auto r = launch_rt29_exact_row_block_c_launch(*s, cfg, y->borrow_mut(), std::size_t(5));
    if (r) {
      auto w = y->to_vec();
      if (!w) { std::printf("%s\n", w.error().to_string().c_str()); return fail("block {128} launched; caught only at run time", &w.error()); }
      return fail("block {128} launched and ran silently");
    }
    std::printf("grid {2} block {128}: %s\n", r.error().to_string().c_str());
    if (r.error().kind() != rsgpu::ErrorKind::InvalidLaunchConfig) return fail("not InvalidLaunchConfig", &r.error());
  }
  std::printf("PASS\n");
  return 0;
}
