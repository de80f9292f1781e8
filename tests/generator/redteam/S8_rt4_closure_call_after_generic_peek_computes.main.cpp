// Driver of S8_rt4_closure_call_after_generic_peek_computes.rs on the
// emulator: y[i] = f() with f = || 1.0 must be 1.0 (rustc's value); 2.0 means
// the closure call ran `peek`'s instance instead of the closure body.
#include "closure_call_after_generic_peek.hpp"

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
  auto r = launch_closure_call_after_generic_peek(*s, rsgpu::LaunchConfig::for_elements(64), y->borrow_mut());
  if (!r) return fail("launch", &r.error());
  auto v = y->to_vec();
  if (!v) return fail("run", &v.error());
  for (std::size_t i = 0; i < v->size(); ++i)
    if ((*v)[i] != 1.0f) {
      std::printf("FAIL: y[%zu] = %g, rustc computes 1 (the closure call did not run the closure)\n", i, (*v)[i]);
      return 1;
    }
  std::printf("PASS\n");
  return 0;
}
