//! S5: the row stride a struct field that a `&mut self` method halves
//! after the guard: `if c < d.cols { d.halve(); out[r * d.cols + c] }`.
#![no_std]
use rsgpu::*;

struct Dims {
    cols: usize,
}

impl Dims {
    fn halve(&mut self) {
        self.cols /= 2;
    }
}

rsgpu::kernel! {
    pub fn inline_stride_from_struct_field(cols: usize, rows: usize, out: &mut [f32]) {
        let tx = thread_idx_x() as usize;
        let ty = thread_idx_y() as usize;
        let bx = (block_idx_x() * block_dim_x()) as usize;
        let by = (block_idx_y() * block_dim_y()) as usize;
        let mut d = Dims { cols };
        if by + ty < rows && bx + tx < d.cols {
            d.halve();
            out[(by + ty) * d.cols + bx + tx] = 1.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`out`|`out\[}}
