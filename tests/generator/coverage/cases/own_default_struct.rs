use diff::*;
use kernel::{own_default_struct, Stats};

fn main() {
    diff::main(|d| {
        for (rows, width, block) in [(1usize, 1usize, 32usize), (400, 6, 128)] {
            launch!(d, threads(rows.div_ceil(block), block),
                    own_default_struct(m = buf(floats(rows * width, 42)), width = val(width), out = buf_mut(vec![Stats::default(); rows])));
        }
    });
}
