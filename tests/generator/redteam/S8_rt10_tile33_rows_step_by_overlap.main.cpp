// Driver of S8_rt10_tile33_rows_step_by_overlap.rs on the emulator: the tile
// load stepped by 4 is accepted with the launch obligation block_dim.y <= 4
// (analyses.md "Strided rows", branch tp25). The misuse, the 32 x 8 block of
// the case, is refused at launch (threads (tx, 0) at j = 4 and (tx, 4) at
// j = 0 would write one row); its twin, a 32 x 4 block, fills every row of
// the tile once and stores the transposed 4 x 32 corner (racecheck on).
#include "tile33_rows_step_by_overlap.hpp"

#include <cstdio>
#include <vector>

static int fail(const char *what, const rsgpu::Error *e = nullptr) {
  std::printf("FAIL: %s%s%s\n", what, e ? ": " : "", e ? e->to_string().c_str() : "");
  return 1;
}

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return fail("stream");
  const std::size_t cols = 32;
  rsgpu::LaunchConfig cfg;
  cfg.grid = {1};
  cfg.block = {32, 4};
  cfg.checks = rsgpu::Check::All;
  std::vector<float> xs(32 * cols);
  for (std::size_t i = 0; i < xs.size(); ++i) xs[i] = float(i);
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, xs);
  auto out = rsgpu::DeviceBuffer<float>::zeroed(*s, 8 * cols);
  if (!x || !out) return fail("buffers");
  // twin: block (32, 4): out[ty * cols + tx] = x[tx * cols + ty] for ty < 4
  auto r = launch_tile33_rows_step_by_overlap(*s, cfg, x->borrow(), cols, out->borrow_mut());
  if (!r) return fail("twin launch", &r.error());
  auto v = out->to_vec();
  if (!v) return fail("twin run", &v.error());
  for (std::size_t ty = 0; ty < 8; ++ty)
    for (std::size_t tx = 0; tx < 32; ++tx)
      if ((*v)[ty * cols + tx] != (ty < 4 ? float(tx * cols + ty) : 0.0f))
        return fail("twin result");
  // misuse: block (32, 8), rows ty + j collide across threads
  cfg.block = {32, 8};
  r = launch_tile33_rows_step_by_overlap(*s, cfg, x->borrow(), cols, out->borrow_mut());
  if (r) {
    auto w = out->to_vec();
    if (!w) {
      std::printf("%s\n", w.error().to_string().c_str());
      return fail("a 32 x 8 block was launched; caught only at run time", &w.error());
    }
    return fail("a 32 x 8 block was launched and ran silently");
  }
  const rsgpu::Error &e = r.error();
  std::printf("%s\n", e.to_string().c_str());
  if (e.kind() != rsgpu::ErrorKind::InvalidLaunchConfig) return fail("not InvalidLaunchConfig", &e);
  std::printf("PASS\n");
  return 0;
}
