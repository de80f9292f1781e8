// Driver of S6_rt2_split_at_wrong_half_guard.rs on the emulator.
#include "split_at_wrong_half_guard.hpp"

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
  cfg.block = {64};
  cfg.checks = rsgpu::Check::All;
  std::vector<float> xs(64);
  for (std::size_t i = 0; i < xs.size(); ++i) xs[i] = float(i);
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, xs);
  auto y = rsgpu::DeviceBuffer<float>::zeroed(*s, 64);
  if (!x || !y) return fail("buffers");
  // twin: mid = 32, both halves 32 long
  auto r = launch_split_at_wrong_half_guard(*s, cfg, x->borrow(), 32, y->borrow_mut());
  if (!r) return fail("twin launch", &r.error());
  auto v = y->to_vec();
  if (!v) return fail("twin run", &v.error());
  for (std::size_t i = 0; i < 32; ++i)
    if ((*v)[i] != float(i) + float(32 + i)) return fail("twin values");
  // misuse: mid = 48, hi = x[48..64] has 16 elements, threads 16..47 index past it
  r = launch_split_at_wrong_half_guard(*s, cfg, x->borrow(), 48, y->borrow_mut());
  if (!r) return fail("launch", &r.error());
  auto w = y->to_vec();
  if (w) return fail("hi[i] past the 16-element half ran without a panic");
  const rsgpu::Error &e = w.error();
  std::printf("%s\n", e.to_string().c_str());
  if (e.kind() != rsgpu::ErrorKind::DevicePanic) return fail("not a DevicePanic", &e);
  unsigned t = e.panic().thread.x;
  if (t < 16 || t >= 48) return fail("panic thread outside 16..47", &e);
  std::string m(e.panic().message());
  if (m.find("index out of bounds") == std::string::npos)
    std::printf("NOTE: not Rust's bounds message: %s\n", m.c_str());
  std::printf("PASS\n");
  return 0;
}
