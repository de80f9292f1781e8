// Driver of S5_gp_shared_ref_to_own_elem_computes.rs on the emulator with
// every check on (racecheck included): y[i] = i for 300 elements, two
// blocks of 256 threads; afterwards y[i] must be 2i.
#include "shared_ref_own.hpp"

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
  cfg.block = {256};
  cfg.checks = rsgpu::Check::All;
  std::vector<float> ys(300);
  for (std::size_t i = 0; i < ys.size(); ++i) ys[i] = float(i);
  auto y = rsgpu::DeviceBuffer<float>::from_host(*s, ys);
  if (!y) return fail("buffer");
  auto r = launch_shared_ref_own(*s, cfg, y->borrow_mut());
  if (!r) return fail("launch", &r.error());
  auto v = y->to_vec();
  if (!v) return fail("run", &v.error());
  for (std::size_t i = 0; i < v->size(); ++i)
    if ((*v)[i] != float(2 * i)) {
      std::printf("FAIL: y[%zu] = %g, expected %g\n", i, (*v)[i], float(2 * i));
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
