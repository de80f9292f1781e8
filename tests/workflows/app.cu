// app.cpp compiled by nvcc: the AOT workflow on a GPU.
#include "app.cpp"
