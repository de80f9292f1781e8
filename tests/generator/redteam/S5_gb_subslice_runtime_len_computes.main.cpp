// Driver of S5_gb_subslice_runtime_len_computes.rs on the emulator with
// every check on (racecheck included): 2 blocks of 32 threads, 40 rows of
// n = 5; afterwards y[i] must be i. Then the same kernel with 2-D blocks
// (two threads per row: the proof's 1-D obligation) must be refused before
// anything runs, and so must a launch whose threads * n passes 2^64.
#include "subslice_runtime_len.hpp"

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
  cfg.block = {32};
  cfg.checks = rsgpu::Check::All;
  std::vector<float> ys(200, -1.0f);
  auto y = rsgpu::DeviceBuffer<float>::from_host(*s, ys);
  if (!y) return fail("buffer");
  auto r = launch_subslice_runtime_len(*s, cfg, y->borrow_mut(), std::size_t(5));
  if (!r) return fail("launch", &r.error());
  auto v = y->to_vec();
  if (!v) return fail("run", &v.error());
  for (std::size_t i = 0; i < v->size(); ++i)
    if ((*v)[i] != float(i)) {
      std::printf("FAIL: y[%zu] = %g, expected %zu\n", i, (*v)[i], i);
      return 1;
    }
  rsgpu::LaunchConfig cfg2 = cfg;
  cfg2.block = {16, 2};
  auto r2 = launch_subslice_runtime_len(*s, cfg2, y->borrow_mut(), std::size_t(5));
  if (r2) return fail("a 2-D block was launched");
  std::printf("%s\n", r2.error().to_string().c_str());
  if (r2.error().kind() != rsgpu::ErrorKind::InvalidLaunchConfig)
    return fail("not InvalidLaunchConfig", &r2.error());
  // grid_dim_x * block_dim_x * n past 2^64: a row bound could wrap
  auto r3 = launch_subslice_runtime_len(*s, cfg, y->borrow_mut(), std::size_t(1) << 60);
  if (r3) return fail("a launch with threads * n past 2^64 was launched");
  std::printf("%s\n", r3.error().to_string().c_str());
  if (r3.error().kind() != rsgpu::ErrorKind::InvalidLaunchConfig)
    return fail("not InvalidLaunchConfig", &r3.error());
  std::printf("PASS\n");
  return 0;
}
