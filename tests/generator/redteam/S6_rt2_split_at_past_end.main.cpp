// Driver of S6_rt2_split_at_past_end.rs on the emulator.
#include "split_at_past_end.hpp"

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
  cfg.block = {32};
  cfg.checks = rsgpu::Check::All;
  std::vector<float> xs(64);
  for (std::size_t i = 0; i < xs.size(); ++i) xs[i] = float(i);
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, xs);
  auto y = rsgpu::DeviceBuffer<float>::zeroed(*s, 32);
  if (!x || !y) return fail("buffers");
  // twin: mid = 32, y[i] = x[i] + x[32 + i]
  auto r = launch_split_at_past_end(*s, cfg, x->borrow(), 32, y->borrow_mut());
  if (!r) return fail("twin launch", &r.error());
  auto v = y->to_vec();
  if (!v) return fail("twin run", &v.error());
  for (std::size_t i = 0; i < 32; ++i)
    if ((*v)[i] != float(i) + float(32 + i)) return fail("twin values");
  // misuse: mid = 80 > 64
  r = launch_split_at_past_end(*s, cfg, x->borrow(), 80, y->borrow_mut());
  if (!r) return fail("launch", &r.error());
  auto w = y->to_vec();
  if (w) return fail("split_at(80) of 64 elements ran without a panic");
  const rsgpu::Error &e = w.error();
  std::printf("%s\n", e.to_string().c_str());
  if (e.kind() != rsgpu::ErrorKind::DevicePanic) return fail("not a DevicePanic", &e);
  std::string m(e.panic().message());
  if (m.find("mid > len") == std::string::npos) return fail("panic message is not Rust's `mid > len`", &e);
  std::printf("PASS\n");
  return 0;
}
