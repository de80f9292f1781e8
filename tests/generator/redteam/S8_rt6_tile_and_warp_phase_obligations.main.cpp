// Driver of S8_rt6_tile_and_warp_phase_obligations.rs: launches with a 16 x 16
// block and a 32 x 2 block (flag 0: the warp phase runs) must be refused
// (InvalidLaunchConfig); a 64 x 1 block with flag 0 runs (the twin).
#include "tile_and_warp_phase_obligations.hpp"

#include <cstdio>
#include <string>
#include <vector>

static int fail(const char *what, const rsgpu::Error *e = nullptr) {
  std::printf("FAIL: %s%s%s\n", what, e ? ": " : "", e ? e->to_string().c_str() : "");
  return 1;
}

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return fail("stream");
  std::vector<float> hx(256, 1.0f);
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, hx);
  auto y = rsgpu::DeviceBuffer<float>::zeroed(*s, 256);
  if (!x || !y) return fail("buffers");
  const unsigned shapes[2][2] = {{16, 16}, {32, 2}};
  for (auto &sh : shapes) {
    rsgpu::LaunchConfig cfg;
    cfg.grid = {1, 1, 1};
    cfg.block = {sh[0], sh[1], 1};
    cfg.checks = rsgpu::Check::All;
    auto r = launch_tile_and_warp_phase_obligations(*s, cfg, x->borrow(), y->borrow_mut(), 0u);
    if (r) {
      auto q = s->synchronize();
      std::printf("block %u x %u: launched; sync: %s\n", sh[0], sh[1],
                  q ? "ok" : q.error().to_string().c_str());
      return fail("a block that breaks the kernel's obligations was launched");
    }
    std::printf("block %u x %u refused: %s\n", sh[0], sh[1], r.error().to_string().c_str());
    if (r.error().kind() != rsgpu::ErrorKind::InvalidLaunchConfig)
      return fail("not InvalidLaunchConfig", &r.error());
  }
  rsgpu::LaunchConfig ok;
  ok.grid = {1, 1, 1};
  ok.block = {64, 1, 1};
  ok.checks = rsgpu::Check::All;
  auto r = launch_tile_and_warp_phase_obligations(*s, ok, x->borrow(), y->borrow_mut(), 0u);
  if (!r) {
    std::printf("64 x 1 refused too: %s (tile obligation: at most 16 columns)\n",
                r.error().to_string().c_str());
  } else {
    auto q = s->synchronize();
    if (!q) return fail("64 x 1 run", &q.error());
  }
  std::printf("PASS\n");
  return 0;
}
