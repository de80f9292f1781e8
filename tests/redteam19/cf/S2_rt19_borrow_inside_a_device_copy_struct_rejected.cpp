#include "common.hpp"
struct P {
#ifdef RSGPU_CF_OK
  int n;
#else
  rsgpu::Borrow<float> b; // a host token marked storable
#endif
};
RSGPU_DEVICE_COPY(P);
void f() {}
