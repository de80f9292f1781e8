//! S5: a struct holding the `&mut [f32]` parameter and an index, with a
//! `&mut self` method that writes through it and advances:
//! `w.put(1.0); w.put(2.0)` writes y[i] and y[i + 1].
#![no_std]
use rsgpu::*;

struct Writer<'a> {
    out: &'a mut [f32],
    at: usize,
}

impl<'a> Writer<'a> {
    fn put(&mut self, v: f32) {
        if self.at < self.out.len() {
            self.out[self.at] = v;
        }
        self.at += 1;
    }
}

rsgpu::kernel! {
    pub fn struct_holding_mut_slice_method(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut w = Writer { out: y, at: i };
        w.put(1.0);
        w.put(2.0);
    }
}
// O0: the struct holding `&mut [f32]` is refused as a type (RG0101); O3 inlines
// `put` and S5 sees y[i], y[i + 1].
// CHECK-O0: error[RG0{{(101|20[123])}}]:
// CHECK-O3: error[RG020{{[123]}}]:
// CHECK-O3: {{`y`|`y\[}}
