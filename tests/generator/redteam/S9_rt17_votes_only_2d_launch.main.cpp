// Driver of S9_rt17_votes_only_2d_launch.rs on the emulator (every check on):
// every thread adds 3 + 32 + 1 + 1 = 37. 2 blocks of 64 (1-D), 32 x 2, 16 x 4
// and 48 x 2 must all run and total 37 per thread (vote conditions need only
// whole warps, kernels.md); 48 x 1 (a partial warp) must be refused with
// InvalidLaunchConfig.
#include "votes_only_2d_launch.hpp"

#include <cstdint>
#include <cstdio>

static int fail(const char *what, const rsgpu::Error *e = nullptr) {
  std::printf("FAIL: %s%s%s\n", what, e ? ": " : "", e ? e->to_string().c_str() : "");
  return 1;
}

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return fail("stream");
  struct Shape { unsigned x, y; const char *name; };
  for (Shape sh : {Shape{64, 1, "64"}, Shape{32, 2, "32 x 2"}, Shape{16, 4, "16 x 4"}, Shape{48, 2, "48 x 2"}}) {
    auto tot = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 1);
    if (!tot) return fail("buffer");
    rsgpu::LaunchConfig cfg;
    cfg.grid = {2};
    cfg.block = {sh.x, sh.y};
    cfg.checks = rsgpu::Check::All;
    auto r = launch_votes_only_2d_launch(*s, cfg, rsgpu::atomic(tot->borrow_mut()));
    if (!r) { std::printf("%s: ", sh.name); return fail("refused at launch", &r.error()); }
    auto v = tot->to_vec();
    if (!v) { std::printf("%s: ", sh.name); return fail("run", &v.error()); }
    unsigned want = 37u * 2u * sh.x * sh.y;
    if ((*v)[0] != want) {
      std::printf("FAIL: %s: total %u, expected %u\n", sh.name, unsigned((*v)[0]), want);
      return 1;
    }
    std::printf("%s: %u\n", sh.name, want);
  }
  auto tot = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 1);
  if (!tot) return fail("buffer");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {2};
  cfg.block = {48};
  cfg.checks = rsgpu::Check::All;
  auto r = launch_votes_only_2d_launch(*s, cfg, rsgpu::atomic(tot->borrow_mut()));
  if (r) {
    auto w = tot->to_vec();
    std::printf("FAIL: 48-thread blocks were launched (%s)\n", w ? "ran" : w.error().to_string().c_str());
    return 1;
  }
  std::printf("48: %s\n", r.error().to_string().c_str());
  if (r.error().kind() != rsgpu::ErrorKind::InvalidLaunchConfig)
    return fail("refused, but not InvalidLaunchConfig", &r.error());
  std::printf("PASS\n");
  return 0;
}
