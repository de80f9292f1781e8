// S9: raw warp intrinsics in a kernel (also a generic one, checked per
// instantiation) are warned with the Warp handle's equivalents.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

struct Shfl {
  template <class T>
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<T> y) const {
    T v = 1;
    // CHECK: warning[RG0408]: raw `__shfl_down_sync` in device code bypasses rsgpu's checks
    // CHECK-NEXT: --> {{.*}}S9_raw_shuffle_warned.cpp:[[@LINE+2]]:10
    // CHECK: = help: use the warp handle, `auto w = t.block().warp();`
    v += __shfl_down_sync(0xffffffffu, v, 1);
    // CHECK: warning[RG0408]: raw `__ballot_sync` in device code
    unsigned m = __ballot_sync(0xffffffffu, v > 0);
    (void)m;
  }
};

rsgpu::Result<void> go(rsgpu::Stream &s, rsgpu::DeviceBuffer<float> &b) {
  return rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(b.len()), Shfl{},
                       b.borrow_mut());
}
