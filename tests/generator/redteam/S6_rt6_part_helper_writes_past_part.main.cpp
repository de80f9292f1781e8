// Driver of S6_rt6_part_helper_writes_past_part.rs: y of 8, one block of 4
// threads (elements 4..7 untouched). Expected: DevicePanic "index out of
// bounds: the len is 1 but the index is 1"; no element written.
#include "part_helper_writes_past_part.hpp"

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
  cfg.block = {4, 1, 1};
  cfg.checks = rsgpu::Check::All;
  auto r = launch_part_helper_writes_past_part(*s, cfg, y->borrow_mut());
  if (!r) return fail("launch refused", &r.error());
  auto v = y->to_vec();
  if (v) {
    for (unsigned k = 0; k < 8; ++k)
      if ((*v)[k] != 0.0f) std::printf("y[%u] = %g\n", k, (*v)[k]);
    return fail("ran clean: s[1] of a one-element part did not panic (wrote the next thread's element)");
  }
  std::string msg = v.error().to_string();
  std::printf("%s\n", msg.c_str());
  if (v.error().kind() != rsgpu::ErrorKind::DevicePanic) return fail("not a DevicePanic", &v.error());
  if (msg.find("the len is 1 but the index is 1") == std::string::npos)
    return fail("not Rust's bounds panic for the one-element part", &v.error());
  auto again = s->synchronize();
  if (!again) return fail("the panic was reported twice", &again.error());
  std::printf("PASS\n");
  return 0;
}
