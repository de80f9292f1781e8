// Driver of S6_rt6_split_head_guarded_by_parent_len.rs: y of 8, m = 4, one
// block of 8 threads: threads 4..7 index lo (len 4) at 4..7. Expected:
// DevicePanic "the len is 4 but the index is 4" (or 5, 6, 7), y[4..8] untouched.
#include "split_head_guarded_by_parent_len.hpp"

#include <cstdio>
#include <string>

static int fail(const char *what, const rsgpu::Error *e = nullptr) {
  std::printf("FAIL: %s%s%s\n", what, e ? ": " : "", e ? e->to_string().c_str() : "");
  return 1;
}

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return fail("stream");
  auto y = rsgpu::DeviceBuffer<float>::zeroed(*s, 8);
  if (!y) return fail("buffer");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {1, 1, 1};
  cfg.block = {8, 1, 1};
  cfg.checks = rsgpu::Check::All;
  auto r = launch_split_head_guarded_by_parent_len(*s, cfg, y->borrow_mut(), std::size_t(4));
  if (!r) return fail("launch refused", &r.error());
  auto v = y->to_vec();
  if (v) return fail("ran clean: lo[i] for i >= m did not panic (wrote the tail)");
  std::string msg = v.error().to_string();
  std::printf("%s\n", msg.c_str());
  if (v.error().kind() != rsgpu::ErrorKind::DevicePanic) return fail("not a DevicePanic", &v.error());
  if (msg.find("the len is 4 but the index is") == std::string::npos)
    return fail("not Rust's bounds panic for the head", &v.error());
  std::printf("PASS\n");
  return 0;
}
