// The body the drivers of red teams 16 and 17's `*_2d_launch` run cases
// share (include it after the kernel's generated header): `launch(config,
// total)` on `s` over 2 blocks of 64 threads, every check on, must total
// 2112 = 2 * (32 * 32 + 32); then 48 x 2, 32 x 2 and 16 x 2 blocks must each
// be refused with InvalidLaunchConfig before anything runs (kernels.md: "The
// launch must then be 1-D blocks ... of whole warps").
#pragma once
#include <cstdint>
#include <cstdio>

namespace redteam {
inline int fail(const char *what, const rsgpu::Error *e = nullptr) {
  std::printf("FAIL: %s%s%s\n", what, e ? ": " : "", e ? e->to_string().c_str() : "");
  return 1;
}

template <class Launch> int one_d_only(rsgpu::Stream &s, Launch launch) {
  auto tot = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(s, 1);
  if (!tot) return fail("buffer");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {2};
  cfg.block = {64};
  cfg.checks = rsgpu::Check::All;
  auto r = launch(cfg, *tot);
  if (!r) return fail("1-D launch", &r.error());
  auto v = tot->to_vec();
  if (!v) return fail("1-D run", &v.error());
  if ((*v)[0] != 2112u) {
    std::printf("FAIL: total %u, expected 2112\n", unsigned((*v)[0]));
    return 1;
  }
  struct Shape { unsigned x, y; const char *name; };
  for (Shape sh : {Shape{48, 2, "48 x 2"}, Shape{32, 2, "32 x 2"}, Shape{16, 2, "16 x 2"}}) {
    rsgpu::LaunchConfig c2 = cfg;
    c2.block = {sh.x, sh.y};
    auto r2 = launch(c2, *tot);
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
} // namespace redteam
