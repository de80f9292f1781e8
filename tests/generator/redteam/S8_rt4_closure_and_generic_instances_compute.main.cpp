// Driver of S8_rt4_closure_and_generic_instances_compute.rs on the
// emulator: y[i] = twice(&f, 1) + f(10) + wrap(f, 4) with f = |v| v + 1 must
// be 24 (rustc's value); anything else means a closure call ran a generic
// fn's instance instead of the closure body.
#include "closure_and_generic_instances.hpp"

#include <cstdio>
#include <vector>

static int fail(const char *what, const rsgpu::Error *e = nullptr) {
  std::printf("FAIL: %s%s%s\n", what, e ? ": " : "", e ? e->to_string().c_str() : "");
  return 1;
}

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return fail("stream");
  auto y = rsgpu::DeviceBuffer<float>::zeroed(*s, 64);
  if (!y) return fail("buffer");
  auto r = launch_closure_and_generic_instances(*s, rsgpu::LaunchConfig::for_elements(64), y->borrow_mut());
  if (!r) return fail("launch", &r.error());
  auto v = y->to_vec();
  if (!v) return fail("run", &v.error());
  for (std::size_t i = 0; i < v->size(); ++i)
    if ((*v)[i] != 24.0f) {
      std::printf("FAIL: y[%zu] = %g, rustc computes 24 (a closure call did not run the closure)\n", i, (*v)[i]);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
