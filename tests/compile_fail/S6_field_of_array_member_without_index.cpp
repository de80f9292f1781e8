#include "common.hpp"
struct Body {
  float v[4];
  float x;
};
RSGPU_DEVICE_COPY(Body);
struct SetFirst {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<Body> b) const {
    if (auto e = b.mine(t)) {
#ifdef RSGPU_CF_OK
      (*e).field(&Body::v, 0) = 1.0f; // element 0 of the array member, bounds-checked
#else
      (*e).field(&Body::v) = 1.0f; // the whole array: no ElemRef of an array
#endif
    }
  }
};
rsgpu::Result<void> f(rsgpu::Stream &s, rsgpu::DeviceBuffer<Body> &b) {
  return rsgpu::launch(s, {}, SetFirst{}, b.borrow_mut());
}
