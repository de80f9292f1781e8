// Driver of S5_gp_row_loop_write_computes.rs on the emulator with every
// check on (racecheck included): 100 rows of 8, two blocks of 64 threads
// (rows 100..127 write nothing); afterwards y[i] must be i.
#include "row_loop_own_row.hpp"

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
  std::vector<float> ys(800, -1.0f);
  auto y = rsgpu::DeviceBuffer<float>::from_host(*s, ys);
  if (!y) return fail("buffer");
  auto r = launch_row_loop_own_row(*s, cfg, y->borrow_mut());
  if (!r) return fail("launch", &r.error());
  auto v = y->to_vec();
  if (!v) return fail("run", &v.error());
  for (std::size_t i = 0; i < v->size(); ++i)
    if ((*v)[i] != float(i)) {
      std::printf("FAIL: y[%zu] = %g, expected %zu\n", i, (*v)[i], i);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
