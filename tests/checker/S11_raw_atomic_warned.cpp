// S11: raw atomicAdd/atomicCAS on view data in a kernel (here through a
// pointer taken from an element) is warned with the rsgpu::atomic route.
// EXIT: 0
#include <rsgpu/rsgpu.hpp>

struct Hist {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const int> v,
                           rsgpu::SliceMut<int> bins) const {
    if (auto e = bins.mine(t)) {
      int *p = e.ref().operator->();
      // CHECK: warning[RG0407]: raw `atomicAdd` in device code bypasses rsgpu's checks
      // CHECK-NEXT: --> {{.*}}S11_raw_atomic_warned.cpp:[[@LINE+2]]:7
      // CHECK: = help: borrow the buffer atomically, `rsgpu::atomic(buf.borrow_mut())`
      atomicAdd(p, 1);
      // CHECK: warning[RG0407]: raw `atomicCAS` in device code
      atomicCAS(p, 0, 1);
    }
  }
};
