// Driver of S9_rt17_load_at_warp_index_2d_launch.rs on the emulator (every check on): 2 blocks of 64
// threads, x[i] = 1 except x[1] = 0 (x[0] = 1), must total 2 * 1056 = 2112.
// Then 48 x 2 and 32 x 2 blocks must each be refused with InvalidLaunchConfig
// before anything runs (kernels.md: conditions on `t` need 1-D blocks of
// whole warps).
#include "load_at_warp_index_2d_launch.hpp"

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
  std::vector<std::uint32_t> hx(256, 1u);
  hx[1] = 0;
  auto x = rsgpu::DeviceBuffer<std::uint32_t>::from_host(*s, hx);
  if (!x) return fail("buffer x");
  auto tot = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 1);
  if (!tot) return fail("buffer");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {2};
  cfg.block = {64};
  cfg.checks = rsgpu::Check::All;
  auto r = launch_load_at_warp_index_2d_launch(*s, cfg, x->borrow(), rsgpu::atomic(tot->borrow_mut()));
  if (!r) return fail("1-D launch", &r.error());
  auto v = tot->to_vec();
  if (!v) return fail("1-D run", &v.error());
  if ((*v)[0] != 2112u) {
    std::printf("FAIL: total %u, expected 2112\n", unsigned((*v)[0]));
    return 1;
  }
  struct Shape { unsigned x, y; const char *name; };
  for (Shape sh : {Shape{48, 2, "48 x 2"}, Shape{32, 2, "32 x 2"}}) {
    rsgpu::LaunchConfig c2 = cfg;
    c2.block = {sh.x, sh.y};
    auto r2 = launch_load_at_warp_index_2d_launch(*s, c2, x->borrow(), rsgpu::atomic(tot->borrow_mut()));
    if (r2) {
      auto w = tot->to_vec();
      std::printf("FAIL: %s blocks were launched (%s)\n", sh.name,
                  w ? "ran" : w.error().to_string().c_str());
      return 1;
    }
    std::printf("%s: %s\n", sh.name, r2.error().to_string().c_str());
    if (r2.error().kind() != rsgpu::ErrorKind::InvalidLaunchConfig)
      return fail("refused, but not InvalidLaunchConfig", &r2.error());
  }
  std::printf("PASS\n");
  return 0;
}
