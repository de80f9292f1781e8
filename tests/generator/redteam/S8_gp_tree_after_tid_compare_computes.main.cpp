// Driver of S8_gp_tree_after_tid_compare_computes.rs on the emulator with
// every check on (racecheck included): two blocks of 256 threads reduce 300
// ones; partial must be [256, 44] and no race reported.
#include "tree_after_compare.hpp"

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
  std::vector<float> xs(300, 1.0f);
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, xs);
  auto p = rsgpu::DeviceBuffer<float>::zeroed(*s, 2);
  if (!x || !p) return fail("buffers");
  auto r = launch_tree_after_compare(*s, cfg, x->borrow(), p->borrow_mut());
  if (!r) return fail("launch", &r.error());
  auto v = p->to_vec();
  if (!v) return fail("run", &v.error());
  if ((*v)[0] != 256.0f || (*v)[1] != 44.0f) {
    std::printf("FAIL: partial = [%g, %g], expected [256, 44]\n", (*v)[0], (*v)[1]);
    return 1;
  }
  std::printf("PASS\n");
  return 0;
}
