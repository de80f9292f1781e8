// Driver of S6_rt2_short_last_chunk_index.rs on the emulator.
#include "short_last_chunk_index.hpp"

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
  cfg.block = {16};
  cfg.checks = rsgpu::Check::All;
  std::vector<float> xs(64);
  for (std::size_t i = 0; i < xs.size(); ++i) xs[i] = float(i);
  auto y = rsgpu::DeviceBuffer<float>::zeroed(*s, 16);
  auto x = rsgpu::DeviceBuffer<float>::from_host(*s, xs);
  if (!x || !y) return fail("buffers");
  // twin: 64 elements, 16 full chunks: y[i] = x[4i] + x[4i + 3]
  auto r = launch_short_last_chunk_index(*s, cfg, x->borrow(), y->borrow_mut());
  if (!r) return fail("twin launch", &r.error());
  auto v = y->to_vec();
  if (!v) return fail("twin run", &v.error());
  for (std::size_t i = 0; i < 16; ++i)
    if ((*v)[i] != float(4 * i) + float(4 * i + 3)) return fail("twin values");
  // misuse: the first 62 elements (a sub-borrow): chunk 15 is x[60..62]
  r = launch_short_last_chunk_index(*s, cfg, x->borrow(0, 62), y->borrow_mut());
  if (!r) return fail("launch", &r.error());
  auto w = y->to_vec();
  if (w) return fail("c[3] of the 2-element last chunk ran without a panic");
  const rsgpu::Error &e = w.error();
  std::printf("%s\n", e.to_string().c_str());
  if (e.kind() != rsgpu::ErrorKind::DevicePanic) return fail("not a DevicePanic", &e);
  if (e.panic().thread.x != 15) return fail("panic thread is not 15", &e);
  std::string m(e.panic().message());
  if (m.find("index out of bounds") == std::string::npos)
    std::printf("NOTE: not Rust's bounds message: %s\n", m.c_str());
  std::printf("PASS\n");
  return 0;
}
