// Driver of S9_rt16_warp_zero_sum_launch_shapes.rs on the emulator (every
// check on): 2 x 128 threads, x[i] = i; lanes of warp 0 of block b must hold
// sum(128 b + j, j < 32) = 4096 b + 496, every other thread x[i]. Then 32 x 4,
// 48 x 2 and 48 x 1 blocks must each be refused with InvalidLaunchConfig
// before anything runs (kernels.md, "Warp collectives under a warp-uniform
// condition").
#include "warp_zero_sum_launch_shapes.hpp"

#include <cstdio>
#include <vector>

static int fail(const char *what, const rsgpu::Error *e = nullptr) {
  std::printf("FAIL: %s%s%s\n", what, e ? ": " : "", e ? e->to_string().c_str() : "");
  return 1;
}

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return fail("stream");
  std::vector<float> hx(256);
  for (std::size_t i = 0; i < hx.size(); ++i) hx[i] = float(i);
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, hx);
  auto y = rsgpu::DeviceBuffer<float>::zeroed(*s, 256);
  if (!x || !y) return fail("buffers");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {2};
  cfg.block = {128};
  cfg.checks = rsgpu::Check::All;
  auto r = launch_warp_zero_sum_launch_shapes(*s, cfg, x->borrow(), y->borrow_mut());
  if (!r) return fail("1-D launch", &r.error());
  auto v = y->to_vec();
  if (!v) return fail("1-D run", &v.error());
  for (std::size_t i = 0; i < 256; ++i) {
    std::size_t b = i / 128, t = i % 128;
    float want = t < 32 ? float(4096 * b + 496) : float(i);
    if ((*v)[i] != want) {
      std::printf("FAIL: y[%zu] = %g, expected %g\n", i, (*v)[i], want);
      return 1;
    }
  }
  struct Shape { unsigned x, y; const char *name; };
  for (Shape sh : {Shape{32, 4, "32 x 4"}, Shape{48, 2, "48 x 2"}, Shape{48, 1, "48 x 1"}}) {
    rsgpu::LaunchConfig c2 = cfg;
    c2.block = {sh.x, sh.y};
    auto r2 = launch_warp_zero_sum_launch_shapes(*s, c2, x->borrow(), y->borrow_mut());
    if (r2) {
      auto w = y->to_vec();
      std::printf("FAIL: %s blocks were launched (%s)\n", sh.name, w ? "ran" : w.error().to_string().c_str());
      return 1;
    }
    std::printf("%s: %s\n", sh.name, r2.error().to_string().c_str());
    if (r2.error().kind() != rsgpu::ErrorKind::InvalidLaunchConfig)
      return fail("refused, but not InvalidLaunchConfig", &r2.error());
  }
  std::printf("PASS\n");
  return 0;
}
