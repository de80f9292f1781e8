// S5/S3 (red team 8): LIB "Borrow<T> -> Slice<const T>: read any element";
// SM S5: "`Slice<const T>` is read-only". A kernel that declares its
// parameter `Slice<float>` (not const) and is handed `x.borrow()` would get
// `x[i] = v` on a shared borrow: every thread may write any element of a
// buffer other kernels read at the same time. Expected: a compile error
// naming an rsgpu safety property. Twin: `Slice<const float>`, read only.
#include <rsgpu/rsgpu.hpp>

struct Smear {
#ifndef RSGPU_CF_OK
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::Slice<float> x) const {
    x[0] = float(t.global_id());
  }
#else
  RSGPU_FN void operator()(rsgpu::Thread1D t, rsgpu::Slice<const float> x) const {
    float v = x[0];
    (void)v;
    (void)t;
  }
#endif
};

rsgpu::Result<void> run(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &x) {
  return rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(64), Smear{}, x.borrow());
}
int main() {}
