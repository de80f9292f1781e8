// Every golden CUDA file of tests/generator/backend/golden in one translation
// unit: the PTX tests (label cuda) compile it once per architecture.
#include "saxpy.cu"
#include "vadd.cu"
#include "int_math.cu"
#include "float_math.cu"
#include "stencil.cu"
