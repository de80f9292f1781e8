//! S5: the `&mut` slice is moved into a tuple and written through it; the
//! pass follows only plain copies (O0: RG0202), and at O3 rustc folds the
//! write to `y[1]`, the same element for every thread (RG0201).
#![no_std]

rsgpu::kernel! {
    pub fn escape_into_tuple(y: &mut [f32]) {
        let t = (y, 1usize);
        let k = t.1;
        if k < t.0.len() {
            t.0[k] = 1.0;
        }
    }
}
// CHECK: error[{{RG0202|RG0201}}]: {{`y` is stored where this pass cannot follow it|write to `y\[1\]` may collide}}
