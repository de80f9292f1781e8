// Driver of S5_gb_while_let_step_by_computes.rs on the emulator with every
// check on (racecheck included): 2 blocks of 32 threads over 1000
// elements; afterwards y[i] must be i.
#include "while_let_step_by.hpp"

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
  rsgpu::LaunchConfig cfg;
  cfg.grid = {2};
  cfg.block = {32};
  cfg.checks = rsgpu::Check::All;
  std::vector<std::uint32_t> ys(1000, 7u);
  auto y = rsgpu::DeviceBuffer<std::uint32_t>::from_host(*s, ys);
  if (!y) return fail("buffer");
  auto r = launch_while_let_step_by(*s, cfg, y->borrow_mut());
  if (!r) return fail("launch", &r.error());
  auto v = y->to_vec();
  if (!v) return fail("run", &v.error());
  for (std::size_t i = 0; i < v->size(); ++i)
    if ((*v)[i] != std::uint32_t(i)) {
      std::printf("FAIL: y[%zu] = %u, expected %zu\n", i, (*v)[i], i);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
