// Driver of S9_rt16_ballot_warp_one_launch_shapes.rs on the emulator (every
// check on): 3 x 64 threads, x[i] = i % 2; y[i] = float(0xaaaaaaaa) in warp
// 1 of each block, x[i] in warp 0. Then 48 x 2 and 16 x 4 blocks must be
// refused with InvalidLaunchConfig.
#include "ballot_warp_one_launch_shapes.hpp"

#include <cstdio>
#include <vector>

static int fail(const char *what, const rsgpu::Error *e = nullptr) {
  std::printf("FAIL: %s%s%s\n", what, e ? ": " : "", e ? e->to_string().c_str() : "");
  return 1;
}

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return fail("stream");
  std::vector<float> hx(192);
  for (std::size_t i = 0; i < hx.size(); ++i) hx[i] = float(i % 2);
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, hx);
  auto y = rsgpu::DeviceBuffer<float>::zeroed(*s, 192);
  if (!x || !y) return fail("buffers");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {3};
  cfg.block = {64};
  cfg.checks = rsgpu::Check::All;
  auto r = launch_ballot_warp_one_launch_shapes(*s, cfg, x->borrow(), y->borrow_mut());
  if (!r) return fail("1-D launch", &r.error());
  auto v = y->to_vec();
  if (!v) return fail("1-D run", &v.error());
  for (std::size_t i = 0; i < 192; ++i) {
    float want = (i % 64) / 32 == 1 ? float(0xaaaaaaaau) : float(i % 2);
    if ((*v)[i] != want) {
      std::printf("FAIL: y[%zu] = %g, expected %g\n", i, (*v)[i], want);
      return 1;
    }
  }
  struct Shape { unsigned x, y; const char *name; };
  for (Shape sh : {Shape{48, 2, "48 x 2"}, Shape{16, 4, "16 x 4"}}) {
    rsgpu::LaunchConfig c2 = cfg;
    c2.block = {sh.x, sh.y};
    auto r2 = launch_ballot_warp_one_launch_shapes(*s, c2, x->borrow(), y->borrow_mut());
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
