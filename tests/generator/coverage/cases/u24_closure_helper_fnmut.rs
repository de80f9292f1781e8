use diff::*;
use kernel::u24_closure_helper_fnmut;

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 4usize, 32usize), (100, 8, 64), (700, 11, 128)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    u24_closure_helper_fnmut(m = buf(i32s(rows * width, 2416, 50)), width = val(width), bias = val(-3i32),
                                             out = buf_mut(zeros(rows))));
        }
    });
}
