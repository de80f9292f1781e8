//! S5: `Cursor { at: i }` with `fn advance(&mut self) { self.at += 1 }`:
//! thread i writes y[i], then y[c.at] = y[i + 1], thread i + 1's element.
#![no_std]
use rsgpu::*;

struct Cursor {
    at: usize,
}

impl Cursor {
    fn advance(&mut self) {
        self.at += 1;
    }
}

rsgpu::kernel! {
    pub fn struct_cursor_advanced_by_method(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut c = Cursor { at: i };
        if c.at < y.len() {
            y[c.at] = 1.0;
        }
        c.advance();
        if c.at < y.len() {
            y[c.at] = 2.0;
        }
    }
}
// CHECK: error[RG020{{[12]}}]:
// CHECK: {{`y`|`y\[}}
