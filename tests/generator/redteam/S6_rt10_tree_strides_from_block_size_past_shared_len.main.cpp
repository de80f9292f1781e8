// Driver of S6_rt10_tree_strides_from_block_size_past_shared_len.rs on the
// emulator with every check on: one block of 256 threads over 256 ones; the
// first level (stride 256) reads s[t + 256] of a 256-slot shared array, so the
// launch must end in a DevicePanic "index out of bounds" (Rust's check kept),
// not in a partial sum.
#include "tree_strides_past_shared_len.hpp"

#include <cstdio>
#include <string>
#include <vector>

static int fail(const char *what, const rsgpu::Error *e = nullptr) {
  std::printf("FAIL: %s%s%s\n", what, e ? ": " : "", e ? e->to_string().c_str() : "");
  return 1;
}

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return fail("stream");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {1};
  cfg.block = {256};
  cfg.checks = rsgpu::Check::All;
  std::vector<float> xs(256, 1.0f);
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, xs);
  auto p = rsgpu::DeviceBuffer<float>::zeroed(*s, 1);
  if (!x || !p) return fail("buffers");
  auto r = launch_tree_strides_past_shared_len(*s, cfg, x->borrow(), p->borrow_mut());
  if (!r) return fail("launch", &r.error());
  auto v = p->to_vec();
  if (v) {
    std::printf("FAIL: ran without a panic, partial = %g\n", (*v)[0]);
    return 1;
  }
  const rsgpu::Error &e = v.error();
  std::printf("%s\n", e.to_string().c_str());
  if (e.kind() != rsgpu::ErrorKind::DevicePanic) return fail("not a DevicePanic", &e);
  std::string m(e.panic().message());
  if (m.find("index out of bounds") == std::string::npos) return fail("panic message", &e);
  std::printf("PASS\n");
  return 0;
}
