// Driver of S6_rt2_subslice_window_past_end.rs on the emulator: the stub
// `launch_subslice_window_past_end(stream, cfg, Borrow<float>, size_t w,
// BorrowMut<float>)` as docs/workflows.md describes the generated header.
#include "subslice_window_past_end.hpp"

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
  // twin: w = 1, every window in range: y[i] = x[i]
  auto r = launch_subslice_window_past_end(*s, cfg, x->borrow(), 1, y->borrow_mut());
  if (!r) return fail("twin launch", &r.error());
  auto v = y->to_vec();
  if (!v) return fail("twin run", &v.error());
  for (std::size_t i = 0; i < 64; ++i)
    if ((*v)[i] != float(i)) return fail("twin values");
  // misuse: w = 2, thread 63's window x[63..65] runs past the 64 elements
  r = launch_subslice_window_past_end(*s, cfg, x->borrow(), 2, y->borrow_mut());
  if (!r) return fail("launch", &r.error());
  auto w = y->to_vec();
  if (w) return fail("the window past the end of x ran without a panic");
  const rsgpu::Error &e = w.error();
  std::printf("%s\n", e.to_string().c_str());
  if (e.kind() != rsgpu::ErrorKind::DevicePanic) return fail("not a DevicePanic", &e);
  std::string m(e.panic().message());
  // Rust: "range end index 65 out of range for slice of length 64". O0 says
  // so; O3 (rustc's `slice_index_fail` call) says only "slice_index_fail":
  // reported, not failed (the panic is the safety property, the text is not).
  if (m.find("65") == std::string::npos || m.find("64") == std::string::npos)
    std::printf("NOTE: the message does not name the end 65 and the length 64: %s\n", m.c_str());
  if (e.panic().thread.x != 63) return fail("panic thread is not 63", &e);
  std::printf("PASS\n");
  return 0;
}
