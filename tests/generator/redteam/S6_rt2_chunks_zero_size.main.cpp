// Driver of S6_rt2_chunks_zero_size.rs on the emulator.
#include "chunks_zero_size.hpp"

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
  // twin: w = 2, y[i] = x[2i]
  auto r = launch_chunks_zero_size(*s, cfg, x->borrow(), 2, y->borrow_mut());
  if (!r) return fail("twin launch", &r.error());
  auto v = y->to_vec();
  if (!v) return fail("twin run", &v.error());
  for (std::size_t i = 0; i < 32; ++i)
    if ((*v)[i] != float(2 * i)) return fail("twin values");
  // misuse: w = 0
  r = launch_chunks_zero_size(*s, cfg, x->borrow(), 0, y->borrow_mut());
  if (!r) return fail("launch", &r.error());
  auto w = y->to_vec();
  if (w) return fail("chunks(0) ran without a panic");
  const rsgpu::Error &e = w.error();
  std::printf("%s\n", e.to_string().c_str());
  if (e.kind() != rsgpu::ErrorKind::DevicePanic) return fail("not a DevicePanic", &e);
  std::string m(e.panic().message());
  if (m.find("chunk size must be non-zero") == std::string::npos)
    return fail("panic message is not Rust's `chunk size must be non-zero`", &e);
  std::printf("PASS\n");
  return 0;
}
