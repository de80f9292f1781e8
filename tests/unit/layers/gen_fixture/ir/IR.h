#include "emit/Emitter.h"
