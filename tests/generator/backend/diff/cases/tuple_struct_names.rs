//! tuple_struct_names: tuple structs named like MIR operators, and a newtype.
use diff::*;
use kernel::tuple_struct_names;

fn main() {
    diff::main(|d| {
        let n = 40;
        launch!(
            d,
            threads(2, 32),
            tuple_struct_names(x = buf(floats(n, 1)), u = buf(u32s(n, 2)), s = val(1.5f32),
                               y = buf_mut(zeros(n)), w = buf_mut(zeros(n)))
        );
    });
}
