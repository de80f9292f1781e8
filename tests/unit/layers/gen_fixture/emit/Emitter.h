#pragma once
#include "ir/IR.h"
