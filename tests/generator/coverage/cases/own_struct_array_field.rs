use diff::*;
use kernel::{own_struct_array_field, Tri};

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (1000, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    own_struct_array_field(t = val(Tri { w: [0.5, 0.25, 0.25], scale: 2.0 }),
                                           a = buf(floats(n, 28)), b = buf(floats(n, 29)), c = buf(floats(n, 30)),
                                           out = buf_mut(zeros(n))));
        }
    });
}
