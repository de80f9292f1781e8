// Driver of S5_rt2_warp_slot_partial_warp_launch.rs on the emulator.
#include "warp_slot_partial_warp_launch.hpp"

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
  cfg.grid = {2};
  cfg.block = {64};
  cfg.checks = rsgpu::Check::All;
  std::vector<std::uint32_t> xs(128);
  for (std::size_t i = 0; i < xs.size(); ++i) xs[i] = std::uint32_t(i);
  auto x = rsgpu::DeviceBuffer<std::uint32_t>::from_host(*s, xs);
  auto p = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 4);
  if (!x || !p) return fail("buffers");
  // twin: whole warps, partial[w] = x[32 w] + 1
  auto r = launch_warp_slot_partial_warp_launch(*s, cfg, x->borrow(), p->borrow_mut());
  if (!r) return fail("twin launch", &r.error());
  auto v = p->to_vec();
  if (!v) return fail("twin run", &v.error());
  for (std::uint32_t w = 0; w < 4; ++w)
    if ((*v)[w] != 32 * w + 1) return fail("twin values");
  // misuse: 48-thread blocks (a partial warp per block)
  cfg.block = {48};
  r = launch_warp_slot_partial_warp_launch(*s, cfg, x->borrow(), p->borrow_mut());
  if (r) {
    auto w = p->to_vec();
    if (!w) {
      std::printf("%s\n", w.error().to_string().c_str());
      return fail("launched with partial warps; failed only at run time", &w.error());
    }
    return fail("48-thread blocks were launched: lane 0 of two warps wrote partial[1]");
  }
  const rsgpu::Error &e = r.error();
  std::printf("%s\n", e.to_string().c_str());
  if (e.kind() != rsgpu::ErrorKind::InvalidLaunchConfig) return fail("not InvalidLaunchConfig", &e);
  std::printf("PASS\n");
  return 0;
}
